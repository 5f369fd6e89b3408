// Shape of a function registered into JSONata. The signature (e.g. '<s:b>')
// makes JSONata reject a wrong argument type with code T0410.
export interface CustomFunction {
  name: string;
  implementation: (...args: any[]) => unknown;
  signature: string;
}
