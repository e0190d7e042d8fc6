export declare const WORKER_NICE: { speech: number; vad: number; recording: number };
export declare function lowerThisThread(steps: number): void;
