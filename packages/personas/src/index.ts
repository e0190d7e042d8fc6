export * from './schema';
export { CATALOGUE } from './catalogue';
export * from './stats';
export * from './search';
export * from './voice';
export * from './modules';
