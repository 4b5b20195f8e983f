import { describe, expect, it } from 'vitest';
import { FEEDBACK_MAX_LENGTH, feedbackProblem } from './feedback-api.ts';

describe('feedback text check before sending (same limits as the server)', () => {
  it('asks for a text, then for 10 to 1000 characters', () => {
    expect(feedbackProblem('   ')).toBe('validation.empty');
    expect(feedbackProblem('too short')).toBe('validation.length');
    expect(feedbackProblem('x'.repeat(FEEDBACK_MAX_LENGTH + 1))).toBe('validation.length');
    expect(feedbackProblem('  Ten chars!  ')).toBeNull();
  });
});
