import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { CreateSafetyAlertRequest, NearbyAlertsQuery } from './alert.dto';
import { roundCoordinate } from './transforms';

describe('roundCoordinate', () => {
  it('keeps coordinates to seven decimal places, so subnormal numbers become 0', () => {
    expect(roundCoordinate({ value: 38.722252345678 })).toBe(38.7222523);
    expect(roundCoordinate({ value: 4.4e-323 })).toBe(0);
    expect(roundCoordinate({ value: -9.139337 })).toBe(-9.139337);
    expect(roundCoordinate({ value: '38.72225234' })).toBe(38.7222523);
    expect(roundCoordinate({ value: 'north' })).toBe('north');
    expect(roundCoordinate({ value: '' })).toBe('');
  });

  it('applies to the alert and nearby-alert coordinates, which still refuse what is not a number', () => {
    const alert = plainToInstance(CreateSafetyAlertRequest, { latitude: 3.59e-214, longitude: '-6.4e-323' });
    expect([alert.latitude, alert.longitude]).toEqual([0, 0]);
    const nearby = plainToInstance(NearbyAlertsQuery, { lat: '1e-320', lng: 'east' });
    expect(nearby.lat).toBe(0);
    expect(validateSync(nearby).map((error) => error.property)).toEqual(['lng']);
  });
});
