import { fault } from '../fault.ts';

/** Issued tokens stop being accepted on functional calls after half of the expires_in they were issued with (the gateway's lifetime is shorter than the announced one). */
export const tokenBearerAccepted = fault({
  id: 'token-bearer-accepted',
  rule: 'token-bearer-accepted',
  summary:
    "Issued tokens stop being accepted on functional calls after half of the expires_in they were issued with (the gateway's lifetime is shorter than the announced one).",
});
