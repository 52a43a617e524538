/** The provider could not be reached or refused the request: the search says so and can be retried. */
export class PlacesUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PlacesUnavailableError';
  }
}
