export const chatMessages = {
  title: (shopName: string) => `${shopName} Chat`,
  thinking: 'Thinking...',
  failure:
    'I apologize, but I encountered an error. Please try again or use the contact information in our footer for direct assistance.',
  messageRequired: 'Please enter a message',
  messageTooLong: 'Message must be at most 2,000 characters',
} as const;
