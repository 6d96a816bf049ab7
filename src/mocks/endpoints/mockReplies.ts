import { HttpResponse } from 'msw';

/** A refusal as the server words every error: `{ message, code, contextId }`. */
export const refusal = (status: number, message: string, code: string) => HttpResponse.json({ message, code, contextId: 'mock' }, { status });

export class MockRefusal extends Error {
  constructor(readonly status: number, message: string, readonly code: string) {
    super(message);
  }
}

export const badRequest = (message: string, code = 'INVALID_PARAMETER') => new MockRefusal(400, message, code);
export const notFound = (message: string) => new MockRefusal(404, message, 'NOT_FOUND');

/** Answers what `answer` returns, or the refusal it throws. */
export async function answered(answer: () => Response | Promise<Response>): Promise<Response> {
  try {
    return await answer();
  } catch (error) {
    if (error instanceof MockRefusal) return refusal(error.status, error.message, error.code);
    throw error;
  }
}

export const noContent = () => new HttpResponse(null, { status: 204 });
