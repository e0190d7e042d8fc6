import { z } from 'zod';

/** One problem found while validating a request, FastAPI style. */
export const ValidationIssueSchema = z.object({
  /** Where the problem is, e.g. ["body", "email"]. */
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
});
export type ValidationIssue = z.infer<typeof ValidationIssueSchema>;

/** Every error the API returns: a human-readable `detail` (or a list of issues) and a stable code. */
export const ErrorResponseSchema = z.object({
  detail: z.union([z.string(), z.array(ValidationIssueSchema)]),
  code: z.string(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** A plain acknowledgement. */
export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;
