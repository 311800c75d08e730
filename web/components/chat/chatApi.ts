import { apiRequest } from '../../api/apiRequest.ts';
import { readReply, replyForError, type AssistantReply } from './chatLogic.ts';

/** Asks Semi (POST /api/semi/chat); never throws: failures become the failure or 429 message. */
export async function askSemi(question: string): Promise<AssistantReply> {
  try {
    return readReply(await apiRequest<unknown>('POST', '/api/semi/chat', { question }));
  } catch (error) {
    return replyForError(error);
  }
}
