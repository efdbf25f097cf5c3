import { SETTINGS } from './settings.js';

// The load a phase of the bench sends, shared by the judged read phase and the paired phase.

export type Load = { connections: number; warmup: number; duration: number };

/**
 * Requests sent to a side, unmeasured, before each of its paired runs (interleaved.ts): enough
 * for every one of a server's 20 pool connections to run its statements once at 50 connections.
 */
export const SETTLE_REQUESTS = 500;

/**
 * Seconds each side is warmed up at the start of a block of a read's rounds (decision 0140): the
 * warm pass (BENCH_WARMUP a side) has warmed the servers, and each measured run has its settle.
 */
export const BLOCK_WARMUP_SECONDS = 1;

/** The interleaved phase's options: each side runs BENCH_PAIRED_SECONDS a round, to the rule's looks. */
export const phaseOptions = (load: Load) => ({
  connections: load.connections,
  warmup: Math.min(load.warmup, BLOCK_WARMUP_SECONDS),
  duration: SETTINGS.pairedSeconds,
  mirrored: SETTINGS.roundOrder === 'mirrored',
  looks: SETTINGS.looks,
  settle: SETTLE_REQUESTS,
});
