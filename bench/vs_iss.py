#!/usr/bin/env python3
"""dlx beside sigh's Interactive Sudoku Solver (ISS) on ISS's own collections (issue 41).

    bench/vs_iss.py [--dlx build/release/dlx] [--iss DIR] [--data FILE] [--time-limit S]
                    [--shapes 9x9,6x6] [--json OUT] [--start INDEX] [--cpu-limit S]
                    [--iss-from EARLIER.json]

Every puzzle of the collection (../shared/data/sudoku-variants/iss_collections.jsonl: ISS's
constraint strings, with the source's solutions) goes to `dlx sudoku - --unique --json --stats
--threads 1 --time-limit S`: the whole process's CPU time (reading, model, search), its nodes,
its verdict, and whether its solution is the source's. Puzzles dlx cannot state (exit 2) are
counted and left out. With --iss (or ISS_DIR), a checkout of ISS (fetched outside this project;
nothing of it is kept here) runs each puzzle too, through bench/iss_whole_run.mjs, which calls the
entry point of ISS's own command-line benchmark (parse, build, search for two solutions) in node,
best of three runs in one process (warm). ISS's figures: `iss_ms`, its search alone (what ISS's
benchmark reports), `iss_whole_ms`, parse and build included, as dlx's figure is, and
`iss_whole_cpu_ms`, the same in CPU time (steadier on a loaded machine). All
leave out node's start (some 40 ms), where dlx's include its process's start (some 2 ms), so the
comparison still flatters ISS. Without ISS the table has dlx's columns only, and says so. ISS is
slow to run: --iss-from takes its times from an earlier run's --json, so that a change to dlx is
measured on dlx's side alone (a row without `iss_whole_ms` is run again where --iss is given). On a
machine that others load, --cpu-limit stops dlx on its CPU time (RLIMIT_CPU) where --time-limit
counts wall time; a puzzle stopped either way is not settled.

Prints, per ISS constraint type and for all, the count, the medians and the worst, and the
puzzles where dlx took more than 10 times ISS's time or did not settle.
"""
import argparse, json, os, resource, statistics, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SETTLED = ('unique', 'multiple', 'none')
DEFAULT_DATA = os.path.join(HERE, '..', '..', 'shared', 'data', 'sudoku-variants',
                            'iss_collections.jsonl')


def children_cpu():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def cpu_limit(seconds):
    """A limit on the child's CPU time (SIGXCPU past it), so that a verdict does not depend on the
    machine's load as a wall-clock --time-limit does."""
    def apply():
        whole = max(1, int(seconds + 0.999))
        resource.setrlimit(resource.RLIMIT_CPU, (whole, whole + 1))
    return apply


def run_dlx(dlx, text, limit, cpu=None):
    start = children_cpu()
    wall = limit if cpu is None else max(limit, cpu * 20)
    try:
        run = subprocess.run([dlx, 'sudoku', '-', '--unique', '--json', '--stats', '--threads', '1',
                              '--time-limit', str(wall)], input=text + '\n', capture_output=True,
                             text=True, timeout=wall * 5 + 30,
                             preexec_fn=cpu_limit(cpu) if cpu is not None else None)
        code, out = run.returncode, run.stdout
    except (subprocess.TimeoutExpired, OSError):
        code, out = -1, ''
    result = {'code': code, 'cpu': children_cpu() - start, 'nodes': None, 'verdict': None,
              'solution': None}
    for line in out.splitlines():
        try:
            answer = json.loads(line)
        except ValueError:
            continue
        result['nodes'] = answer.get('nodes', result['nodes'])
        result['verdict'] = answer.get('verdict', result['verdict'])
        solution = answer.get('solution')
        result['solution'] = solution.get('solution') if isinstance(solution, dict) else solution
    return result


def run_iss(iss, text, limit):
    with tempfile.NamedTemporaryFile('w', suffix='.txt', delete=False) as f:
        f.write(text)
        name = f.name
    try:
        run = subprocess.run(['node', os.path.join(HERE, 'iss_whole_run.mjs'), iss, name, '3'],
                             capture_output=True, text=True, timeout=limit * 5 + 30)
        answer = json.loads(run.stdout)
        return {'ms': answer['search_ms'], 'whole_ms': answer['ms'], 'whole_cpu_ms': answer['cpu_ms'],
                'status': answer['status']}
    except (subprocess.TimeoutExpired, ValueError, KeyError, TypeError):
        return {'ms': None, 'whole_ms': None, 'whole_cpu_ms': None, 'status': 'no answer'}
    finally:
        os.unlink(name)


def same_solution(found, source):
    """dlx writes digits (or numbers with separators past 9 values); the source, ISS's short form."""
    if not found or not source:
        return None
    def values(text):
        text = str(text)
        if len(text) == len(source) and not any(c in text for c in ' ,'):
            return [int(c) if c.isdigit() else ord(c.upper()) - 64 for c in text]
        return [int(v) for v in text.replace(',', ' ').split()]
    try:
        return values(found) == values(source)
    except ValueError:
        return None


def seconds(rows, key):
    return [r[key] / 1000 for r in rows if r.get(key) is not None]


def summary(name, rows, with_iss):
    if not rows:
        return f"| {name} | 0 |"
    cpu = [r['cpu'] for r in rows]
    line = f"| {name} | {len(rows)} | {statistics.median(cpu):.3f} | {max(cpu):.3f} |"
    nodes = [r['nodes'] for r in rows if r['nodes'] is not None]
    line += f" {int(statistics.median(nodes)) if nodes else '-'} |"
    if with_iss:
        for key in ('iss_ms', 'iss_whole_ms'):
            ms = seconds(rows, key)
            line += f" {statistics.median(ms):.3f} | {max(ms):.3f} |" if ms else " - | - |"
    return line


def ratios(rows, key):
    """dlx's time over ISS's, puzzle by puzzle, where both settled."""
    pairs = [(r['cpu'], r[key] / 1000) for r in rows
             if r.get(key) and r['verdict'] in SETTLED and r.get('iss_status') != 'no answer']
    if not pairs:
        return f"{key}: no puzzle settled on both sides"
    both = [dlx / iss for dlx, iss in pairs]
    faster = sum(1 for dlx, iss in pairs if dlx < iss)
    return (f"{key}: on {len(pairs)} puzzles settled by both, median of dlx's time over ISS's "
            f"{statistics.median(both):.2f}; dlx faster on {faster}; dlx median "
            f"{statistics.median(d for d, _ in pairs):.3f} s, ISS {statistics.median(i for _, i in pairs):.3f} s")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--dlx', default=os.path.join(HERE, '..', 'build', 'release', 'dlx'))
    parser.add_argument('--iss', default=os.environ.get('ISS_DIR'))
    parser.add_argument('--data', default=DEFAULT_DATA)
    parser.add_argument('--time-limit', type=float, default=20)
    parser.add_argument('--shapes', default='', help='e.g. 9x9,6x6: only these grids')
    parser.add_argument('--json', help='write one line per puzzle here')
    parser.add_argument('--start', type=int, default=0, help='skip the puzzles before this index')
    parser.add_argument('--cpu-limit', type=float,
                        help='stop dlx after this many seconds of CPU (whole seconds, rounded up) '
                             'instead of --time-limit of wall time: on a loaded machine')
    parser.add_argument('--iss-from', help="ISS's times from an earlier run's --json (by index), "
                                           'instead of running ISS again')
    args = parser.parse_args()
    if not os.path.exists(args.data):
        sys.exit(f'no {args.data}: the shared collection is absent')
    earlier = {}
    if args.iss_from:
        for line in open(args.iss_from):
            row = json.loads(line)
            if row.get('iss_status') is not None and (row.get('iss_whole_ms') is not None
                                                      or not args.iss):
                earlier[row['index']] = row
    if not args.iss and not earlier:
        print('ISS not given (--iss DIR, ISS_DIR or --iss-from): dlx alone', file=sys.stderr)
    shapes = set(args.shapes.split(',')) if args.shapes else None
    entries = [json.loads(line) for line in open(args.data)]
    rows, refused = [], 0
    out = open(args.json, 'w') if args.json else None
    for index, entry in enumerate(entries):
        if index < args.start:
            continue
        shape = f"{entry['shape']['rows']}x{entry['shape']['cols']}"
        if shapes and shape not in shapes:
            continue
        text = entry['input'].replace('\n', '').replace('\r', '')
        result = run_dlx(args.dlx, text, args.time_limit, args.cpu_limit)
        if result['code'] == 2:
            refused += 1
            continue
        row = {'index': index, 'name': entry['name'], 'types': entry['types'], 'shape': shape,
               'cpu': result['cpu'], 'nodes': result['nodes'], 'verdict': result['verdict'],
               'source': same_solution(result['solution'], entry.get('solution'))}
        if index in earlier:
            for key in ('iss_ms', 'iss_whole_ms', 'iss_whole_cpu_ms', 'iss_status'):
                row[key] = earlier[index].get(key)
        elif args.iss:
            iss = run_iss(args.iss, text, args.time_limit)
            for key in ('ms', 'whole_ms', 'whole_cpu_ms', 'status'):
                row['iss_' + key] = iss[key]
        rows.append(row)
        if out:
            out.write(json.dumps(row) + '\n')
            out.flush()
    with_iss = bool(args.iss or earlier)
    limit = (f"--cpu-limit {args.cpu_limit:g}" if args.cpu_limit is not None
             else f"--time-limit {args.time_limit:g}")
    print(f"{len(rows)} puzzles stated, {refused} refused (a type or form dlx lacks); CPU seconds "
          f"of the whole dlx process, one thread, {limit}")
    head = "| type | puzzles | dlx median | dlx worst | dlx nodes (median) |"
    print(head + (" ISS search median | worst | ISS whole median | worst |" if with_iss else ""))
    print("|---|---:|---:|---:|---:|" + ("---:|---:|---:|---:|" if with_iss else ""))
    types = sorted({t for r in rows for t in r['types'] if t not in ('Given', 'Shape')})
    for name in types:
        print(summary(name, [r for r in rows if name in r['types']], with_iss))
    print(summary('all', rows, with_iss))
    settled = [r for r in rows if r['verdict'] in SETTLED]
    wrong = [r for r in rows if r['source'] is False]
    print(f"\nsettled: {len(settled)} of {len(rows)}; within 1 s: "
          f"{sum(1 for r in settled if r['cpu'] <= 1)}; solutions as the source's: "
          f"{sum(1 for r in rows if r['source'])}, unlike it: {len(wrong)}")
    if with_iss:
        print(ratios(rows, 'iss_ms'))
        print(ratios(rows, 'iss_whole_ms'))
        print(ratios(rows, 'iss_whole_cpu_ms'))
    for r in rows:
        # Past ten times ISS's whole time (its search alone where no whole time is known), where
        # that is more than the 50 ms a process takes to start.
        iss_ms = r.get('iss_whole_ms') or r.get('iss_ms')
        slow = with_iss and iss_ms is not None and r['cpu'] > 10 * iss_ms / 1000 and r['cpu'] > 0.05
        if r not in settled or slow:
            iss = (f", ISS {r.get('iss_ms')} ms search, {r.get('iss_whole_ms')} ms whole "
                   f"({r['iss_status']})" if 'iss_ms' in r else ", ISS not run" if with_iss else "")
            print(f"  {r['index']} {r['name']}: {r['verdict']}, {r['cpu']:.2f} s{iss}")
    return 1 if wrong else 0


if __name__ == '__main__':
    sys.exit(main())
