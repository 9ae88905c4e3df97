"""Short summaries of each rulebook, for the rules screen (the rulebooks stay the law).

A game class may carry its own `rules_summary` (same shape); it wins over these.
"""

from __future__ import annotations

Section = tuple[str, str]

SUMMARIES: dict[str, list[Section]] = {
    "seagrass": [
        ("Goal", "Grow colonies of sea creatures next to the reefs and be the one with the most creatures "
                 "around each reef when it is completed. Each player's points stay secret until the end, "
                 "unless the table chose Open scores."),
        ("Setup", "Each player has 32 creature tiles of one colour: 4 special tiles face up, the rest "
                  "shuffled into a face-down supply, 5 in hand. Only regions with reef tiles are in play "
                  "(one region per player). Only the starting reef is explored: any other reef becomes "
                  "explored the moment a creature tile is played next to it."),
        ("On your turn", "Take ONE action: Research Colony or Research Reef. Then score every reef that "
                         "has been completed."),
        ("Research Colony", "Play one or more hand tiles showing the same creature, as one contiguous group, "
                            "each next to an explored reef or a face-up creature tile. Score the creatures in "
                            "the colony you made or expanded. Draw one tile only if your hand is now empty."),
        ("Research Reef", "Place a hand tile face down next to an explored reef (never touching two reefs): "
                          "it becomes part of that reef, which grows by one tile (a bigger reef is worth "
                          "more when completed, up to 5 tiles). Then draw up to three tiles, to a hand limit "
                          "of seven."),
        ("Special creatures", "Add your special tile to a colony play of the same creature. It is never "
                              "played on its own: at least one matching tile from your hand goes with it.\n"
                              "Jellyfish: 4 creatures.\n"
                              "Turtle: 2 creatures, then also take a Research Reef action.\n"
                              "Starfish: 2 creatures. Split this turn's starfish tiles between two colonies, "
                              "new or existing, that do not touch each other.\n"
                              "Crab: 1 creature. Play it onto another player's face-up tile, which goes back "
                              "in the box. All your crabs this turn still form one colony."),
        ("Completed reefs", "A reef surrounded by face-up creatures and the edge scores: most and second-most "
                            "creatures adjacent win 4/2, 8/4, 16/8 or 24/12 points for 2, 3, 4 or 5+ tiles. "
                            "Then an antler goes on it. There is one antler fewer than reefs in play (5, 8 "
                            "or 11 for 2, 3 or 4 players): when the last is placed, the game ends."),
        ("Reef ties", "Tie for most: the most and second-most points are added together and split evenly "
                      "between the tied players, rounding up. Nobody else scores. Tie for second: the "
                      "second-most points are split evenly between the tied players, rounding up."),
        ("Second place", "If only one player has creatures next to the reef, nobody scores second place. With "
                         "2 players, second place scores only with at least half as many creatures as the "
                         "player with the most."),
        ("Game end", "When the last antler is placed, or a player ends a turn with no tiles in hand (and none "
                     "left to draw). Incomplete reefs are not scored. Most points wins; ties go to the most "
                     "unplayed tiles."),
        ("Introductory mode", "For new or younger players: the special creature tiles are removed and their "
                              "rules ignored. Everything else is unchanged."),
        ("Discovery expansion", "Each reef starts with one discovery token of each creature. The first player "
                                "whose tile makes a reef touch a creature type takes that token; a full set "
                                "of four is returned for 10 points. Unclaimed tokens leave with the completed "
                                "reef. At the end, each token you still hold scores 1 point."),
    ],
    "seascroll": [
        ("Goal", "Collect schools of fish. For each type, whoever has the most gains its value; everyone "
                 "else holding that type loses it."),
        ("Setup", "A fish's value is also how many cards of it there are (12 Clown Fish, 4 Regal Tang). "
                  "Fewer fish types with fewer players; some cards are removed unseen. Each player gets 2 "
                  "cards; the reef starts with one card more than the number of players."),
        ("On your turn", "1. Draw 2 fish from the ocean.\n2. You may take one school from the reef into your "
                         "habitat (at most 3 schools per game).\n3. Discard one fish from your hand to the "
                         "reef: onto a school of its type if there is one, else as a new school."),
        ("Last round", "When the ocean is empty, everyone takes one final turn without drawing (still taking "
                       "a school if allowed, still discarding)."),
        ("The reveal", "Habitat and hand are combined and grouped by type, from the lowest value up. Most (or "
                       "tied for most) of a type: + its value. Fewer but at least one: − its value. Points are "
                       "per type, not per fish: 9 Betta Fish score the same ±10 as 3, but more fish help "
                       "you hold the most. Negative totals are possible."),
        ("Regal Tang variant", "At the reveal, scoring with a single Regal Tang (4) earns an extra +4; losing "
                               "with a single one costs an extra 4."),
        ("Chaos variant", "Played on its own. No ocean and no reef: all cards lie face down in a pile and "
                          "everyone picks at the same time for 45 seconds, keeping a card or putting it back "
                          "face up. Whoever ends with more than 10 discards down to 10 at random. With several humans at one "
                          "screen, choose the alternating pace: single picks in turn on a chess clock."),
    ],
    "bloomingsea": [
        ("Goal", "Grow coral reefs of the same colour and win the fish that live between them."),
        ("Setup", "Each player has a colour and one tile in hand. A fish token sits on every fish square "
                  "(the rulebook's numbered squares); no tile ever covers a fish square."),
        ("On your turn", "1. Place your tile (three corals) on three empty squares.\n2. Score.\n3. Draw a "
                         "new tile. A tile that fits nowhere is shown, set aside, and replaced by a new one. "
                         "Once the pile is empty, a player without a tile passes."),
        ("Coral reef points", "Two or more orthogonally adjacent corals of one colour are a reef. Making or "
                              "growing a reef scores its size in points, whatever its colour. Single corals "
                              "score nothing."),
        ("Fish points", "When the squares around a fish are filled (or can no longer be filled), each player "
                        "counts their colour's corals next to it (the four squares beside it, not the "
                        "diagonals), plus the whole reefs those corals belong to. The most wins the fish's "
                        "5 or 7 points; a tie scores nobody. With 2 or 3 players, corals of colours nobody "
                        "plays count for no one."),
        ("Score track", "Each time a marker passes 0 on the 50-square track, its player takes a \"50\" token: "
                        "the app counts the laps beside each score."),
        ("Game end", "The game ends as soon as the last fish is scored (or, if the pile runs out first, when "
                     "nobody can place a tile). Most points wins; on a tie, the tied player who would play "
                     "next wins."),
        ("Aquarist mode", "All rules as usual except fish points: a fish is worth its kind, not its square "
                          "(Clownfish 8, Blue tang 7, Yellow tang 6, Whitetail 5). The fish tokens are placed "
                          "at random, or chosen by the players in turn."),
    ],
}


def summary_for(game_id: str, cls=None) -> list[Section]:
    own = getattr(cls, "rules_summary", None)
    if own:
        return list(own)
    return SUMMARIES.get(game_id, [("Rules", "No summary for this game yet.")])
