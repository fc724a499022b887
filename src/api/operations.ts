/**
 * Operation ids: the six exchanges the interface describes (interface.md Endpoints/1-5) and the
 * bulk submission (assumptions.md A2). `org-check` is the organisation check (endpoint 2),
 * `cop-check` the confirmation of payee (endpoint 3): the API's single checks.
 */
export type OperationId =
  'token' | 'org-check' | 'cop-check' | 'bulk-submit' | 'bulk-status' | 'bulk-results';
