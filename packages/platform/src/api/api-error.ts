// One error shape for every /api failure, so components and toasts read errors the same way.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** A failed /api call: HTTP status (or a fetch failure kind), parsed body, and the spec's message. */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  data?: unknown;
  /**
   * Spec part 1 §8: "<status>: <body text, or the status text when the body is empty>". When the
   * body is our JSON envelope, its readable `message` stands for the body text, so learners never
   * see raw JSON ("502: The service is not reachable right now…").
   */
  message: string;
}

function bodyText(data: unknown): string {
  if (data === undefined || data === null) return '';
  if (typeof data === 'string') return data;
  if (isRecord(data) && typeof data.message === 'string' && data.message) return data.message;
  if (isRecord(data) && typeof data.error === 'string' && data.error) return data.error;
  return JSON.stringify(data);
}

/** Converts fetchBaseQuery's error into an ApiError. */
export function toApiError(error: FetchBaseQueryError, response?: Response): ApiError {
  if (typeof error.status === 'number') {
    const text = bodyText(error.data) || response?.statusText || '';
    return { status: error.status, data: error.data, message: `${error.status}: ${text}` };
  }
  if (error.status === 'PARSING_ERROR') {
    const text = bodyText(error.data) || response?.statusText || '';
    return { status: error.originalStatus, data: error.data, message: `${error.originalStatus}: ${text}` };
  }
  return { status: error.status, message: error.error };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The text to show for any error a hook or unwrap() gives (ApiError, SerializedError, Error). */
export function errorMessage(error: unknown): string {
  if (!error) return '';
  if (isRecord(error) && typeof error.message === 'string') return error.message;
  if (isRecord(error) && 'status' in error) return `${String(error.status)}: ${bodyText(error.data)}`;
  return String(error);
}

/** The server's own `message` field ({ error, message } envelope), if the body has one. */
export function serverMessage(error: unknown): string | undefined {
  if (isRecord(error) && isRecord(error.data) && typeof error.data.message === 'string')
    return error.data.message;
  return undefined;
}

/** The HTTP status of an API error, if it has one. */
export function errorStatus(error: unknown): number | undefined {
  return isRecord(error) && typeof error.status === 'number' ? error.status : undefined;
}
