export declare class Resampler {
  constructor(from: number, to: number);
  push(input: Int16Array): Int16Array;
}
