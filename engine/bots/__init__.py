"""Computer opponents, a module per game. Each gives LEVELS (a policy a level, weakest first)
and `explain`, the hint's line why; engine.registry pairs them with the game's rules. A bot
decides only from what its seat may see."""
