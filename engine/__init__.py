"""House Rules: the rules engine of four regional card games.

`engine.api` is the JSON boundary the browser calls; `engine.games` holds the
rulesets; `engine.core` the state contract they follow.
"""

__version__ = "0.1.0"
