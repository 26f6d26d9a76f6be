/** The processor refused the card (a decline, or a card detail it could not accept): its own sentence. */
export class CardDeclinedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CardDeclinedError';
  }
}
