import { z } from 'zod';

/** The body of every error answer (docs/product-rules.md R42); `field` names the input a 400 is about. */
export const errorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    field: z.string().optional(),
  }),
});

export type ErrorBody = z.infer<typeof errorBody>;
