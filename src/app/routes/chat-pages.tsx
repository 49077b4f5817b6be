// /chat: the chats as a full screen, in a chunk of its own (the chat's data layer arrives with it).
export { ChatScreen as ChatPage } from '@/features/chat/components/chat-screen';
