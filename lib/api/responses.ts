import { NextResponse } from 'next/server';

/** Every API answer is per-buyer or a mutation: never cached by anything between us and the browser. */
const NO_STORE = { 'Cache-Control': 'private, no-store' };

export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

export function ok<T>(body: T, status = 200) {
  return NextResponse.json(body, { status, headers: NO_STORE });
}

export function fail(status: number, message: string, errors?: Record<string, string[]>) {
  const body: ApiErrorBody = errors && Object.keys(errors).length > 0 ? { message, errors } : { message };
  return NextResponse.json(body, { status, headers: NO_STORE });
}
