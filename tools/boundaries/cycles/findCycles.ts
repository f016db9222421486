/** Which nodes (files or folders) each node imports from. */
export type ImportGraph = Map<string, Set<string>>;

/** Nodes that reach each other, found with Tarjan's algorithm: those that hold a cycle (a node importing itself too). */
function stronglyConnected(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    components.push(component);
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components.filter(([first, ...rest]) => rest.length > 0 || graph.get(first!)?.has(first!));
}

/** The shortest path from `from` to `to` inside `members` (breadth first, neighbours in name order). */
function shortestPath(graph: ImportGraph, members: Set<string>, from: string, to: string): string[] {
  const cameFrom = new Map<string, string>([[from, from]]);
  const queue = [from];
  for (let node = queue.shift(); node !== undefined && node !== to; node = queue.shift()) {
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      if (!members.has(next) || cameFrom.has(next)) continue;
      cameFrom.set(next, node);
      queue.push(next);
    }
  }
  const path = [to];
  while (path[0] !== from) path.unshift(cameFrom.get(path[0]!)!);
  return path;
}

/** The same cycle always reads the same: it starts at its first node by name, and ends where it started. */
function canonical(loop: string[]): string[] {
  const start = loop.indexOf([...loop].sort()[0]!);
  const rotated = [...loop.slice(start), ...loop.slice(0, start)];
  return [...rotated, rotated[0]!];
}

/**
 * Every import that takes part in a cycle, each shown in the shortest cycle through it (`a → b → a`), sorted and
 * without repeats. Listing all cycles could run to thousands in a tangled folder; one per import shows every import
 * that has to go, which is what a reader needs to untangle it.
 */
export function findCycles(graph: ImportGraph): string[][] {
  const found = new Map<string, string[]>();
  for (const component of stronglyConnected(graph)) {
    const members = new Set(component);
    for (const from of component) {
      for (const to of graph.get(from) ?? []) {
        if (!members.has(to)) continue;
        const cycle = canonical([from, ...shortestPath(graph, members, to, from).slice(0, -1)]);
        found.set(cycle.join('\n'), cycle);
      }
    }
  }
  return [...found.keys()].sort().map((key) => found.get(key)!);
}

/** One cycle of the graph as the nodes along it (`a → b → a`), or undefined when the graph has none. */
export function findCycle(graph: ImportGraph): string[] | undefined {
  return findCycles(graph)[0];
}
