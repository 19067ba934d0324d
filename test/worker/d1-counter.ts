/**
 * A D1 binding that counts round trips to the real database: every `batch`, `exec` and statement
 * execution is one trip, sessions (`withSession`) included. It also records the most parameters any
 * one statement bound.
 */
export interface D1Counter {
  db: D1Database;
  roundTrips: number;
  maxBoundParams: number;
  reset(): void;
}

export function countingD1(real: D1Database): D1Counter {
  const counter: D1Counter = {
    db: real,
    roundTrips: 0,
    maxBoundParams: 0,
    reset() {
      counter.roundTrips = 0;
      counter.maxBoundParams = 0;
    },
  };
  const trip = <T>(result: T) => {
    counter.roundTrips++;
    return result;
  };
  // Statements must reach the real batch() unwrapped: workerd checks their identity.
  const unwrap = new WeakMap<D1PreparedStatement, D1PreparedStatement>();
  const wrapStatement = (statement: D1PreparedStatement): D1PreparedStatement => {
    const wrapped = new Proxy(statement, {
      get(target, property) {
        const value = Reflect.get(target, property);
        if (typeof value !== "function") return value;
        if (property === "bind") {
          return (...params: unknown[]) => {
            counter.maxBoundParams = Math.max(counter.maxBoundParams, params.length);
            return wrapStatement(value.apply(target, params));
          };
        }
        if (["first", "all", "run", "raw"].includes(String(property))) {
          return (...args: unknown[]) => trip(value.apply(target, args));
        }
        return value.bind(target);
      },
    });
    unwrap.set(wrapped, statement);
    return wrapped;
  };
  const countCalls = <T extends object>(database: T): T =>
    new Proxy(database, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property);
        if (typeof value !== "function") return value;
        if (property === "prepare") {
          return (query: string) => wrapStatement(value.call(target, query) as D1PreparedStatement);
        }
        if (property === "batch") {
          return (statements: D1PreparedStatement[]) => trip(value.call(target, statements.map((s) => unwrap.get(s) ?? s)));
        }
        if (property === "exec") return (query: string) => trip(value.call(target, query));
        if (property === "withSession") return (constraint?: string) => countCalls(value.call(target, constraint) as D1DatabaseSession);
        return value.bind(target);
      },
    });
  counter.db = countCalls(real);
  return counter;
}
