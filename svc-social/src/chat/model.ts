import mongoose, { Schema } from 'mongoose';

/** A chat message between two friends; conversationId is the pair's key. readAt is set when the receiver opened the conversation. */
const messageSchema = new Schema(
  {
    conversationId: { type: String, required: true },
    senderId: { type: String, required: true },
    receiverId: { type: String, required: true },
    message: { type: String, required: true },
    createdAt: { type: Date, default: () => new Date() },
    readAt: { type: Date, default: null },
  },
  { versionKey: false },
);
// History, newest first, paged by _id (ObjectIds grow with time).
messageSchema.index({ conversationId: 1, _id: -1 });
// Unread counts: the receiver's unread messages grouped by sender.
messageSchema.index({ receiverId: 1, readAt: 1, senderId: 1 });

export const MessageModel = mongoose.model('ChatMessage', messageSchema, 'chat_messages');
