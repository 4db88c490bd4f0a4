import { type ChatMessage, type ChatPost, chatMessageSchema } from '@interface/chat';
import { env } from '@/app/env';
import { postJson } from '@/lib/http';

/**
 * Posts a signed message. Never retried (postJson's default): a repeat of the same signature is a
 * 409, and a repeat after a timeout could post twice. The X-Api-Key is the app operator's credential.
 */
export function postChatMessage(body: ChatPost): Promise<ChatMessage> {
  return postJson(env.launchApiUrl, '/api/chat', body, chatMessageSchema, {
    headers: { 'X-Api-Key': env.chatApiKey },
  });
}
