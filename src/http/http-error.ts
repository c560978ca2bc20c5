/** Turns any failed axios call into Refine's HttpError with the spec §8 text (error-body.ts). */
import type { HttpError } from '@refinedev/core';
import { isAxiosError } from 'axios';
import { bodyText, httpErrorOf } from './error-body';

const ownText = (error: unknown) => (error instanceof Error ? error.message : String(error));
const answer = (error: unknown) => (isAxiosError(error) ? error.response : undefined);

/** Spec §8: the response message, error_description, first errors message, or the error's own message. */
export const errorText = (error: unknown): string => bodyText(answer(error)?.data, ownText(error));

export const toHttpError = (error: unknown): HttpError => httpErrorOf(answer(error)?.status ?? 0, answer(error)?.data, ownText(error));
