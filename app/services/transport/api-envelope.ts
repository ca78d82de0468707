// What the browser's door /api/{name} answers (app/routes/api.$name.tsx), shared with the call
// wrapper (app/services/transport/api-client.ts). `msg` is already Vietnamese; `data` is the backend's result.
import { z } from "zod";

export const apiAnswerSchema = z.object({
  code: z.number().int(),
  msg: z.string(),
  data: z.unknown(),
});

export interface ApiAnswer {
  code: number;
  msg: string;
  data: unknown;
}
