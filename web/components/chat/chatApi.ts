import { apiRequest } from '../../api/apiRequest.ts';
import { readReply, replyForError, type AssistantReply, type ChatTurn } from './chatLogic.ts';

/** Asks Semi (POST /api/semi/chat) with the conversation so far; never throws: failures become the failure or 429 message. */
export async function askSemi(question: string, history: readonly ChatTurn[]): Promise<AssistantReply> {
  try {
    return readReply(await apiRequest<unknown>('POST', '/api/semi/chat', history.length > 0 ? { question, history } : { question }));
  } catch (error) {
    return replyForError(error);
  }
}
