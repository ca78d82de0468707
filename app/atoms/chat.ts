// The open live room's chat (app/services/chat/chat-state.ts), fed by the chat socket. Apart from
// the other atoms (app/atoms/index.ts) so that only the room page's bundle carries the chat's code.
import { atom } from "jotai";
import { type ChatState, EMPTY_CHAT } from "~/services/chat/chat-state";

export const chatAtom = atom<ChatState>(EMPTY_CHAT);
