import { serverNo5xxNonAsciiXCorrelationIdOrgCheck } from './server-no-5xx--non-ascii-x-correlation-id-org-check.ts';
import { serverNo5xxNonAsciiXFapiInteractionIdCopCheck } from './server-no-5xx--non-ascii-x-fapi-interaction-id-cop-check.ts';
import { serverNo5xxNonAsciiXSoftwareSupplierBulkSubmit } from './server-no-5xx--non-ascii-x-software-supplier-bulk-submit.ts';
import { serverNo5xxNonAsciiXChannelBulkSubmit } from './server-no-5xx--non-ascii-x-channel-bulk-submit.ts';
import { serverNo5xxNonAsciiXSoftwareSupplierBulkStatus } from './server-no-5xx--non-ascii-x-software-supplier-bulk-status.ts';
import { serverNo5xxNonAsciiXChannelBulkStatus } from './server-no-5xx--non-ascii-x-channel-bulk-status.ts';
import { serverNo5xxNonAsciiXSoftwareSupplierBulkResults } from './server-no-5xx--non-ascii-x-software-supplier-bulk-results.ts';
import { serverNo5xxNonAsciiXChannelBulkResults } from './server-no-5xx--non-ascii-x-channel-bulk-results.ts';
import { serverNo5xxLatin1Header } from './server-no-5xx--latin-1-header.ts';
import { serverNo5xxUtf8Header } from './server-no-5xx--utf-8-header.ts';
import { serverNo5xxHeaderBytesOverLimit } from './server-no-5xx--header-bytes-over-limit.ts';
import { serverNo5xxLongCorrelationId } from './server-no-5xx--long-correlation-id.ts';
import { serverNo5xxLongInteractionId } from './server-no-5xx--long-interaction-id.ts';
import { serverNo5xxAstralNameOrgCheck } from './server-no-5xx--astral-name-org-check.ts';
import { serverNo5xxAstralNameCopCheck } from './server-no-5xx--astral-name-cop-check.ts';
import { serverNo5xxAstralNameBulkRecords } from './server-no-5xx--astral-name-bulk-records.ts';
import { serverNo5xxCombiningMarkName } from './server-no-5xx--combining-mark-name.ts';
import { serverNo5xxRightToLeftName } from './server-no-5xx--right-to-left-name.ts';
import { serverNo5xxZeroWidthName } from './server-no-5xx--zero-width-name.ts';
import { serverNo5xxLongMultiByteName } from './server-no-5xx--long-multi-byte-name.ts';
import { serverNo5xxJsonUnicodeEscape } from './server-no-5xx--json-unicode-escape.ts';
import { serverNo5xxJsonDuplicateKey } from './server-no-5xx--json-duplicate-key.ts';
import { serverNo5xxJsonKeyOrder } from './server-no-5xx--json-key-order.ts';
import { serverNo5xxJsonNumberForm } from './server-no-5xx--json-number-form.ts';
import { serverNo5xxTokenFormExtraParameter } from './server-no-5xx--token-form-extra-parameter.ts';
import { serverNo5xxTokenFormPercentEncoding } from './server-no-5xx--token-form-percent-encoding.ts';

/**
 * Faults of robustness (issue 23): a 5xx for legal but unusual input, one per operation, header
 * and form the server-no-5xx property sends (non-ASCII header bytes, unusual names, long values,
 * unusual JSON and token forms). Their behaviour is in `trip.ts`.
 */
export const ROBUSTNESS_FAULTS = [
  serverNo5xxNonAsciiXCorrelationIdOrgCheck,
  serverNo5xxNonAsciiXFapiInteractionIdCopCheck,
  serverNo5xxNonAsciiXSoftwareSupplierBulkSubmit,
  serverNo5xxNonAsciiXChannelBulkSubmit,
  serverNo5xxNonAsciiXSoftwareSupplierBulkStatus,
  serverNo5xxNonAsciiXChannelBulkStatus,
  serverNo5xxNonAsciiXSoftwareSupplierBulkResults,
  serverNo5xxNonAsciiXChannelBulkResults,
  serverNo5xxLatin1Header,
  serverNo5xxUtf8Header,
  serverNo5xxHeaderBytesOverLimit,
  serverNo5xxLongCorrelationId,
  serverNo5xxLongInteractionId,
  serverNo5xxAstralNameOrgCheck,
  serverNo5xxAstralNameCopCheck,
  serverNo5xxAstralNameBulkRecords,
  serverNo5xxCombiningMarkName,
  serverNo5xxRightToLeftName,
  serverNo5xxZeroWidthName,
  serverNo5xxLongMultiByteName,
  serverNo5xxJsonUnicodeEscape,
  serverNo5xxJsonDuplicateKey,
  serverNo5xxJsonKeyOrder,
  serverNo5xxJsonNumberForm,
  serverNo5xxTokenFormExtraParameter,
  serverNo5xxTokenFormPercentEncoding,
] as const;
