"""House Rules: the rules engine of four regional card games.

`engine.api` is the JSON boundary the browser calls; `engine.registry` lists the
games, each with its rules (`engine.games`), its bots and hint (`engine.bots`);
`engine.core` holds the state contract they follow.
"""

__version__ = "0.1.0"
