export * from './schema';
export { CATALOGUE } from './catalogue';
