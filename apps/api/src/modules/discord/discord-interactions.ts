/** The parts of Discord's interaction objects Arena reads and answers (decision 0060; Discord's API v10). */
import { z } from 'zod';

export const INTERACTION_TYPE = { ping: 1, applicationCommand: 2 } as const;
export const INTERACTION_RESPONSE_TYPE = { pong: 1, channelMessage: 4 } as const;
/** A message only the person who typed the command sees. */
export const EPHEMERAL = 64;

export interface CommandOption {
  name: string;
  type: number;
  value?: string | number | boolean | undefined;
  options?: CommandOption[] | undefined;
}

const optionSchema: z.ZodType<CommandOption> = z.lazy(() =>
  z.object({
    name: z.string(),
    type: z.number(),
    value: z.union([z.string(), z.number(), z.boolean()]).optional(),
    options: z.array(optionSchema).optional(),
  }),
);

const userSchema = z.object({
  id: z.string().regex(/^\d{1,20}$/),
  username: z.string(),
  global_name: z.string().nullish(),
});

export const interactionSchema = z.object({
  type: z.number().int(),
  data: z.object({ name: z.string(), options: z.array(optionSchema).optional() }).optional(),
  /** In a server: the member, with its user. */
  member: z.object({ user: userSchema }).optional(),
  /** In a direct message: the user. */
  user: userSchema.optional(),
  /** The language of the user's Discord client ('de', 'es-ES', 'en-US'); Discord sends it with every command. */
  locale: z.string().optional(),
});
export type Interaction = z.infer<typeof interactionSchema>;

export type InteractionResponse =
  | { type: typeof INTERACTION_RESPONSE_TYPE.pong }
  | {
      type: typeof INTERACTION_RESPONSE_TYPE.channelMessage;
      data: { content: string; flags?: number; allowed_mentions: { parse: string[] } };
    };

/** A message answer; it never pings anyone, whatever names it quotes. */
export function message(content: string, options: { private: boolean }): InteractionResponse {
  return {
    type: INTERACTION_RESPONSE_TYPE.channelMessage,
    data: {
      content: content.length > 2000 ? `${content.slice(0, 1997)}...` : content,
      ...(options.private ? { flags: EPHEMERAL } : {}),
      allowed_mentions: { parse: [] },
    },
  };
}

/** Names quoted in an answer are shown as typed, not read as Discord's markdown. */
export function plain(text: string): string {
  return text.replace(/[\\*_~`|>[\]]/g, (c) => `\\${c}`);
}
