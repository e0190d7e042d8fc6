import '@testing-library/jest-dom/vitest';

export * from './fake-server';
export * from './fake-socket';
export * from './fixtures';
export * from './render';
export * from './session';
