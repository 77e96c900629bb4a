import { describe, expect, it } from 'vitest';
import { normaliseReference } from './form-reference';

describe('normaliseReference', () => {
  it.each([
    ['APP-7K3Q9D', 'APP-7K3Q9D'],
    ['app-7k3q9d', 'APP-7K3Q9D'],
    [' APP 7K3Q9D ', 'APP-7K3Q9D'],
    ['7k3q9d', 'APP-7K3Q9D'],
    ['app7k3q9d', 'APP-7K3Q9D'],
    ['app-12', 'APP-12'],
  ])('turns %j into %j', (typed, expected) => {
    expect(normaliseReference(typed)).toBe(expected);
  });
});
