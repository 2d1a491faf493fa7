import { describe, expect, it } from 'vitest';
import { roomKey, roomText } from './room-key.ts';

describe('room identity', () => {
  it('one room whatever the case, accents and spacing of its building and name', () => {
    const key = roomKey({ building: 'Edificio A', name: 'Lab 1' });
    for (const [building, name] of [
      ['EDIFICIO A', 'LAB 1'],
      ['  Edificio   A ', ' Lab\t1 '],
      ['Edificio Á', 'Láb 1'],
      ['edificio a', 'lab 1'],
    ] as const) {
      expect(roomKey({ building, name }), `${building}/${name}`).toBe(key);
    }
  });

  it('different rooms stay different, and building and name never run into each other', () => {
    expect(roomKey({ building: 'Edificio A', name: 'Lab 2' })).not.toBe(
      roomKey({ building: 'Edificio A', name: 'Lab 1' }),
    );
    expect(roomKey({ building: 'A', name: 'B C' })).not.toBe(roomKey({ building: 'A B', name: 'C' }));
    expect(roomKey({ building: 'A', name: 'A-101' })).not.toBe(roomKey({ building: 'A', name: 'A101' }));
  });

  it('stores names with single spaces and no spaces at the ends', () => {
    expect(roomText('  Centro  de\tCómputo 1 ')).toBe('Centro de Cómputo 1');
  });
});
