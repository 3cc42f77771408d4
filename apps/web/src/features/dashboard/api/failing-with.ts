/**
 * The dashboard's reads fail with the spec's own messages (part 1 section 8: "Failed to fetch safety
 * tips"...), keeping the original error as the cause for the console.
 */
export async function failingWith<T>(message: string, request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    // An aborted request (the traveller picked another destination) is not a failure to show.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new Error(message, { cause: error });
  }
}
