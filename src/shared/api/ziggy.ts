import { z } from 'zod';

/** The route table returned by /app/init, in the shape the ziggy-js library reads. */
export const ziggyRouteSchema = z.object({
  uri: z.string(),
  methods: z.array(z.string()),
  parameters: z.array(z.string()).optional(),
  wheres: z.record(z.string(), z.string()).optional(),
});

export const ziggySchema = z.object({
  url: z.string(),
  port: z.number().int().nullable(),
  defaults: z.record(z.string(), z.union([z.string(), z.number()])),
  routes: z.record(z.string(), ziggyRouteSchema),
});
export type ZiggyTable = z.infer<typeof ziggySchema>;
