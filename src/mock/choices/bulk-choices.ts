/**
 * Choices of the bulk endpoints: request checks, submission, results and result lines
 * (interface.md Endpoints/4-6, Resources; A2-A4, A10-A16).
 */
export const BULK_CHOICES = [] as const;
