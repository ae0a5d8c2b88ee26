#!/usr/bin/env node
// Timur against tamerlane-siege's AI (docs/strength.md, "Against tamerlane-siege").
//
// Nothing of tamerlane-siege is in this repository: the script loads its TypeScript from a
// checkout given by --siege, bundled at run time with the esbuild that the checkout's own
// devDependencies bring (esbuild comes with vite). To install:
//
//   git clone https://github.com/atakan854-web/tamerlane-siege /tmp/siege   # any checkout
//   (cd /tmp/siege && npm ci)                    # its node_modules, including esbuild
//   cargo build --release -p timur               # target/release/timur
//   node scripts/strength/siege-match.mjs --siege /tmp/siege --timur target/release/timur \
//        --games 2 --seed 1 --nodes 400000
//
// Needs node >= 18 and nothing else. Options:
//   --siege PATH        the tamerlane-siege checkout (with node_modules)
//   --timur PATH        the timur binary
//   --games N           games (default 2); colours alternate, Timur White in odd games
//   --first K           number of the first game (default 1), to continue a match
//   --seed S            seed of the random opening plies (default 1)
//   --random-plies N    random plies at the start of each game pair (default 2)
//   --nodes N           Timur's node budget per move (`go nodes N`, default 400000 = level 6)
//   --level L           instead of --nodes: level L's node budget (1-8; no noise over UCI)
//   --siege-level L     siege's difficulty 1-10 (default 10, its strongest: depth 5, 3000 ms)
//   --siege-ms MS       replace the level's time limit (siege's search stops at it)
//   --max-plies N       a game still running after N plies is a draw (default 300)
//   --out FILE          also append one JSON line per game to FILE
//
// Rules: both sides play Tamerlane (the masculine array) under the Timur options in
// TIMUR_OPTIONS, chosen to match siege's rules (the table in docs/strength.md). Before every ply
// the referee asks `timur moves --moves ... --state` for Timur's own position (TFEN), result and
// legal moves after the game so far (every move checked by Timur's rules), and compares them
// with siege's position and legal-move list. Any difference stops the game: it is a rules
// difference between the two programs, reported with the moves that only one side allows.
// Results are Timur's (checkmate, stalemate, citadel draw); a long game is adjudicated: a win
// for Timur (or siege) when Timur's own score is at least +10 pawns (or at most -10) for 6
// consecutive Timur moves and that side leads by at least 10 pawns in siege's piece values
// (a rook is 5, the Prince 9), counted on siege's board; after --max-plies plies, a draw.

import { spawn, execFileSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { appendFileSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import readline from 'node:readline'

// Timur's options that make its rules closest to siege's (docs/strength.md).
const TIMUR_OPTIONS = ['symmetry=mirror', 'swap=check-only', 'pop-placement=loose']
const LEVEL_NODES = [300, 1500, 6000, 25000, 100000, 400000, 1500000, 4000000]
const ADJ_SCORE_CP = 1000
const ADJ_MOVES = 6
const ADJ_MATERIAL = 1000

function parseArgs(argv) {
  const a = {
    games: 2, first: 1, seed: 1, randomPlies: 2, nodes: null, level: null,
    siegeLevel: 10, siegeMs: null, maxPlies: 300, out: null, siege: null, timur: null,
  }
  const names = {
    '--siege': 'siege', '--timur': 'timur', '--games': 'games', '--first': 'first',
    '--seed': 'seed', '--random-plies': 'randomPlies', '--nodes': 'nodes', '--level': 'level',
    '--siege-level': 'siegeLevel', '--siege-ms': 'siegeMs', '--max-plies': 'maxPlies',
    '--out': 'out',
  }
  for (let i = 0; i < argv.length; i += 2) {
    const key = names[argv[i]]
    if (!key || argv[i + 1] === undefined) throw new Error(`unknown or incomplete option '${argv[i]}'`)
    const v = argv[i + 1]
    a[key] = ['siege', 'timur', 'out'].includes(key) ? v : Number(v)
    if (typeof a[key] === 'number' && !Number.isInteger(a[key])) throw new Error(`${argv[i]} needs a whole number`)
  }
  if (!a.siege || !a.timur) throw new Error('--siege PATH and --timur PATH are required')
  if (a.nodes !== null && a.level !== null) throw new Error('give --nodes or --level, not both')
  if (a.level !== null) {
    if (a.level < 1 || a.level > 8) throw new Error('--level must be 1-8')
    a.nodes = LEVEL_NODES[a.level - 1]
  }
  if (a.nodes === null) a.nodes = 400000
  return a
}

// ---------------------------------------------------------------------------------------------
// Siege, bundled from its checkout

async function loadSiege(dir) {
  const require = createRequire(path.join(path.resolve(dir), 'package.json'))
  const esbuild = require('esbuild')
  const src = (f) => JSON.stringify(path.resolve(dir, 'src', f))
  const entry = [
    `export { findBestMove } from ${src('ai/search.ts')}`,
    `export { getDifficultyParams } from ${src('ai/difficulty.ts')}`,
    `export { createNewGame, makeMove } from ${src('core/game.ts')}`,
    `export { getAllLegalMoves, getGameResult } from ${src('core/rules.ts')}`,
    `export { PIECE_VALUES } from ${src('core/constants.ts')}`,
  ].join('\n')
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'siege-')), 'siege.mjs')
  esbuild.buildSync({
    stdin: { contents: entry, resolveDir: path.resolve(dir), loader: 'ts' },
    bundle: true, format: 'esm', platform: 'node', outfile: out, logLevel: 'error',
  })
  return import(pathToFileURL(out).href)
}

function siegeCommit(dir) {
  try {
    return execFileSync('git', ['-C', dir, 'rev-parse', 'HEAD'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim()
  } catch {
    return 'unknown (not a git checkout)'
  }
}

// Siege's piece types (src/core/types.ts) as Timur's letters (docs/rules.md §2.2).
const LETTER = {
  K: 'K', G: 'F', V: 'V', R: 'R', N: 'N', T: 'T', Z: 'G', E: 'E', C: 'C', W: 'W', P: 'I', A: 'A',
  pk: 'PK', pg: 'PF', pv: 'PV', pr: 'PR', pn: 'PN', pt: 'PT', pz: 'PG', pe: 'PE', pc: 'PC',
  pw: 'PW', pp: 'PP',
}
const isPawn = (type) => type.length === 2

function sq(s) {
  if (s.file === 11) return 'x1'
  if (s.file === -1) return 'x2'
  return String.fromCharCode(97 + s.file) + (s.rank + 1)
}

// Timur's canonical text (docs/rules.md §6.2) of a siege move.
function moveText(m) {
  const from = sq(m.from)
  const to = sq(m.to)
  const sep = m.captured ? 'x' : '-'
  switch (m.flag) {
    case 'king_swap': return `K<>${to}`
    case 'pp_teleport': return `P@${to}`
    case 'promotion': return `${from}${sep}${to}=${LETTER[m.promotionType]}`
    case 'pp_stage3': return `${from}${sep}${to}=A`
    default: {
      const letter = isPawn(m.piece.type) ? '' : LETTER[m.piece.type]
      return `${letter}${from}${sep}${to}`
    }
  }
}

// Siege's position as a Timur TFEN without the counters (docs/rules.md §6.1).
function siegeTfen(state) {
  const cell = (file, rank) => {
    const p = state.pieces.get(`${file},${rank}`)
    if (!p) return null
    const l = LETTER[p.type]
    return p.color === 'w' ? l : l.toLowerCase()
  }
  const rows = []
  for (let rank = 9; rank >= 0; rank--) {
    const cells = []
    if (rank === 8) cells.push(cell(-1, 8))
    for (let f = 0; f < 11; f++) cells.push(cell(f, rank))
    if (rank === 1) cells.push(cell(11, 1))
    let row = ''
    let empty = 0
    for (const c of cells) {
      if (c === null) { empty++; continue }
      if (empty) row += empty
      empty = 0
      row += c
    }
    if (empty) row += empty
    rows.push(row)
  }
  const swaps = (state.whiteKingSwapUsed ? '' : 'K') + (state.blackKingSwapUsed ? '' : 'k') || '-'
  const arrivals = (stage) => [0, 1, 1, 2, 2, 3][stage]
  return `${rows.join('/')} ${state.turn} ${swaps} ${arrivals(state.whitePawnOfPawnsStage)}${arrivals(state.blackPawnOfPawnsStage)}`
}

function material(state, values) {
  let w = 0
  let b = 0
  for (const p of state.pieces.values()) {
    const v = values[p.type]
    if (!Number.isFinite(v)) continue
    if (p.color === 'w') w += v
    else b += v
  }
  return { w, b }
}

// ---------------------------------------------------------------------------------------------
// Timur: the referee (`timur moves --state`) and the player (`timur uci`)

function referee(bin, moves) {
  const args = ['moves', '--variant', 'tamerlane', '--state', '--moves', moves.join(' ')]
  for (const o of TIMUR_OPTIONS) args.push('--option', o)
  let out
  try {
    out = execFileSync(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] }).toString()
  } catch (e) {
    return { error: (e.stderr || '').toString().trim() || String(e) }
  }
  const lines = out.trim().split('\n')
  const tfen = lines[0].replace(/^tfen /, '')
  const [, result, reason] = lines[1].split(' ')
  return { tfen, result, reason, legal: lines.slice(2).filter((l) => l.length > 0) }
}

class Uci {
  constructor(bin) {
    this.proc = spawn(bin, ['uci'], { stdio: ['pipe', 'pipe', 'inherit'] })
    this.lines = []
    this.waiters = []
    readline.createInterface({ input: this.proc.stdout }).on('line', (l) => {
      this.lines.push(l)
      this.wake()
    })
  }
  wake() {
    for (const w of this.waiters.splice(0)) w()
  }
  send(line) {
    this.proc.stdin.write(line + '\n')
  }
  // Collects lines until one starts with `prefix`; returns them all.
  async until(prefix) {
    const got = []
    for (;;) {
      while (this.lines.length) {
        const l = this.lines.shift()
        got.push(l)
        if (l.startsWith(prefix)) return got
      }
      await new Promise((r) => this.waiters.push(r))
    }
  }
  async init() {
    this.send('uci')
    await this.until('uciok')
    this.send('setoption name UCI_Variant value tamerlane')
    this.send(`setoption name UCI_Options value ${TIMUR_OPTIONS.join(' ')}`)
    this.send('isready')
    const got = await this.until('readyok')
    const err = got.find((l) => l.startsWith('info string error'))
    if (err) throw new Error(`timur uci: ${err}`)
  }
  async newGame() {
    this.send('ucinewgame')
    this.send('isready')
    await this.until('readyok')
  }
  // Timur's move after `moves` and its last reported score (centipawns for the mover; mate as
  // +-100000).
  async go(moves, nodes) {
    this.send(`position startpos moves ${moves.join(' ')}`)
    this.send(`go nodes ${nodes}`)
    const got = await this.until('bestmove')
    const err = got.find((l) => l.startsWith('info string error'))
    if (err) throw new Error(`timur uci refused the game: ${err}`)
    let score = 0
    for (const l of got) {
      const cp = l.match(/ score cp (-?\d+)/)
      const mate = l.match(/ score mate (-?\d+)/)
      if (cp) score = Number(cp[1])
      if (mate) score = Number(mate[1]) > 0 ? 100000 : -100000
    }
    return { move: got[got.length - 1].split(' ')[1], score }
  }
  quit() {
    this.send('quit')
  }
}

// ---------------------------------------------------------------------------------------------
// The match

// mulberry32: the random opening plies, the same for both games of a pair.
function rng(seed) {
  let t = seed >>> 0
  return () => {
    t = (t + 0x6d2b79f5) >>> 0
    let x = Math.imul(t ^ (t >>> 15), 1 | t)
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296
  }
}

function diff(a, b) {
  const sb = new Set(b)
  return a.filter((x) => !sb.has(x))
}

async function playGame(siege, uci, args, g) {
  const timurWhite = g % 2 === 1
  const pair = Math.floor((g - 1) / 2)
  const random = rng(args.seed * 1000003 + pair)
  const params = siege.getDifficultyParams(args.siegeLevel)
  const siegeMs = args.siegeMs ?? params.timeLimit
  let state = siege.createNewGame()
  const moves = []
  const times = { timur: [], siege: [] }
  const siegeDepths = []
  const values = siege.PIECE_VALUES
  let streak = { side: null, n: 0 }
  let result = null
  let why = null
  let stopped = null
  await uci.newGame()
  for (;;) {
    const ref = referee(args.timur, moves)
    if (ref.error) {
      stopped = `Timur's rules refused the game at ply ${moves.length}: ${ref.error}`
      break
    }
    const sTfen = siegeTfen(state)
    const tTfen = ref.tfen.split(' ').slice(0, 4).join(' ')
    if (sTfen !== tTfen) {
      stopped = `positions differ after ply ${moves.length} (${moves[moves.length - 1]}): Timur ${tTfen}, siege ${sTfen}`
      break
    }
    const siegeMoves = state.result === null ? siege.getAllLegalMoves(state.turn, state) : []
    const siegeTexts = siegeMoves.map(moveText)
    const onlyTimur = diff(ref.legal, siegeTexts)
    const onlySiege = diff(siegeTexts, ref.legal)
    if (onlyTimur.length || onlySiege.length) {
      stopped = `legal moves differ at ply ${moves.length + 1} (${sTfen}): only Timur allows [${onlyTimur.join(' ')}], only siege allows [${onlySiege.join(' ')}]`
      break
    }
    if (ref.result !== '*') {
      result = ref.result
      why = ref.reason
      break
    }
    if (moves.length >= args.maxPlies) {
      result = '1/2-1/2'
      why = `${args.maxPlies}-ply cap`
      break
    }
    const white = state.turn === 'w'
    let text
    if (moves.length < args.randomPlies) {
      text = ref.legal[Math.floor(random() * ref.legal.length)]
    } else if (white === timurWhite) {
      const t0 = performance.now()
      const r = await uci.go(moves, args.nodes)
      times.timur.push((performance.now() - t0) / 1000)
      text = r.move
      // Adjudication: Timur's score and siege's material count agree for 6 Timur moves.
      const m = material(state, values)
      const lead = timurWhite ? m.w - m.b : m.b - m.w
      const side = r.score >= ADJ_SCORE_CP && lead >= ADJ_MATERIAL ? 'timur'
        : r.score <= -ADJ_SCORE_CP && lead <= -ADJ_MATERIAL ? 'siege' : null
      streak = side && side === streak.side ? { side, n: streak.n + 1 } : { side, n: side ? 1 : 0 }
      if (streak.n >= ADJ_MOVES) {
        const timurWins = side === 'timur'
        result = timurWins === timurWhite ? '1-0' : '0-1'
        why = `adjudicated: Timur's score ${r.score} cp, material lead ${lead / 100} for Timur in siege's values`
        break
      }
    } else {
      const t0 = performance.now()
      const r = siege.findBestMove(state, params.maxDepth, siegeMs)
      times.siege.push((performance.now() - t0) / 1000)
      siegeDepths.push(r.depth)
      text = moveText(r.move)
    }
    const m = siegeMoves.find((x) => moveText(x) === text)
    if (!m) {
      stopped = `move ${text} at ply ${moves.length + 1} is not in siege's legal moves`
      break
    }
    state = siege.makeMove(state, m)
    moves.push(text)
  }
  const avg = (xs) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : 0)
  const max = (xs) => (xs.length ? Math.max(...xs) : 0)
  const timurScore = result === null ? null
    : result === '1/2-1/2' ? 0.5 : (result === '1-0') === timurWhite ? 1 : 0
  return {
    game: g, timur: timurWhite ? 'White' : 'Black', result, why, stopped, timurScore,
    plies: moves.length, moves: moves.join(' '),
    timurSecondsPerMove: { avg: avg(times.timur), max: max(times.timur), n: times.timur.length },
    siegeSecondsPerMove: { avg: avg(times.siege), max: max(times.siege), n: times.siege.length },
    siegeDepth: { avg: avg(siegeDepths), max: max(siegeDepths) },
    timurNodes: args.nodes, siegeLevel: args.siegeLevel, siegeMs,
  }
}

async function main() {
  const args = parseArgs(process.argv.slice(2))
  const siege = await loadSiege(args.siege)
  console.log(`tamerlane-siege ${siegeCommit(args.siege)}, level ${args.siegeLevel}; Timur go nodes ${args.nodes}; options ${TIMUR_OPTIONS.join(' ')}`)
  const uci = new Uci(args.timur)
  await uci.init()
  let score = 0
  let n = 0
  const tally = { w: 0, d: 0, l: 0, stopped: 0 }
  for (let g = args.first; g < args.first + args.games; g++) {
    const r = await playGame(siege, uci, args, g)
    const f = (t) => `${t.avg.toFixed(2)} s (max ${t.max.toFixed(2)}, ${t.n} moves)`
    console.log(`game ${g}: Timur ${r.timur}: ${r.stopped ? 'STOPPED: ' + r.stopped : `${r.result} (${r.why})`}, ${r.plies} plies; Timur ${f(r.timurSecondsPerMove)}, siege ${f(r.siegeSecondsPerMove)}, siege depth ${r.siegeDepth.avg.toFixed(1)} (max ${r.siegeDepth.max})`)
    console.log(`  ${r.moves}`)
    if (args.out) appendFileSync(args.out, JSON.stringify(r) + '\n')
    if (r.timurScore === null) tally.stopped++
    else {
      n++
      score += r.timurScore
      if (r.timurScore === 1) tally.w++
      else if (r.timurScore === 0) tally.l++
      else tally.d++
    }
  }
  uci.quit()
  console.log(`Timur +${tally.w} =${tally.d} -${tally.l} against tamerlane-siege level ${args.siegeLevel} (${n ? ((100 * score) / n).toFixed(1) : '-'}% of ${n} finished games; ${tally.stopped} stopped by a rules difference)`)
}

main().catch((e) => {
  console.error(`error: ${e.message}`)
  process.exit(2)
})
