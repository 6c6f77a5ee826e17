import pkg from '../package.json';
import { CONTRACT_VERSION, contractMajor, isCompatibleContract } from './contract';

describe('contract version', () => {
  it('matches the shared package version the build bakes into remotes', () => {
    expect(CONTRACT_VERSION).toBe(pkg.version);
  });
  it('accepts the same major and refuses another', () => {
    expect(isCompatibleContract('1.4.2', '1.0.0')).toBe(true);
    expect(isCompatibleContract('2.0.0', '1.0.0')).toBe(false);
    expect(isCompatibleContract('0.9.0', '1.0.0')).toBe(false);
  });
  it('refuses anything that is not a version', () => {
    expect(isCompatibleContract(undefined)).toBe(false);
    expect(isCompatibleContract(1)).toBe(false);
    expect(isCompatibleContract('garbage')).toBe(false);
    expect(contractMajor('x.y')).toBeNaN();
  });
});
