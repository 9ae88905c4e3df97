"""Short summaries of each rulebook, for the rules screen (the rulebooks stay the law).

A game class may carry its own `rules_summary` (same shape); it wins over these.
Each game also has its "Words": one line per term the table, its log and the rules use.
"""

from __future__ import annotations

Section = tuple[str, str]
Entry = tuple[str, str]  # (term, what it means)

WORDS = "Words"  # the glossary's heading on the rules screen

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


# Playtest: a newcomer read "antler", "explored reef", "habitat", "school", "the Reveal", "Chaos" and
# "fish square" on the tables without knowing them, and "reef" means something else in each game.
# Each definition follows its rulebook (Seagrass 'Important Terms', Sea Scroll 'The Fish' and
# 'Your Habitat', Blooming Sea 'Tile Placement' and 'Fish Points') and says how it looks here.
GLOSSARY: dict[str, list[Entry]] = {
    "seagrass": [
        ("Creature tile", "A hex in a player's colour showing 1 or 2 creatures: jellyfish, turtle, starfish or "
                          "crab. Points count creatures, not tiles."),
        ("Hand", "Your tiles, seen only by you: the tray on the left (\"Hand 4/7\"), 7 at most."),
        ("Supply", "Your own face-down stack of tiles to draw from; nobody may look at it, not even you. "
                   "\"Supply 23\": 23 tiles left in it."),
        ("Special tile", "One of your four face-up tiles under \"Specials\" (gold rim and star): one per "
                         "creature, played only with a matching tile from your hand."),
        ("Adjacent", "Next to: sharing a side. Each hex has six neighbours."),
        ("Colony", "Touching tiles of one player all showing the same creature. A single tile is a colony."),
        ("Reef", "A reef tile (a coral hex with a number) plus the face-down tiles joined to it. Reefs never "
                 "touch each other. Not the same thing as a reef in Sea Scroll or Blooming Sea."),
        ("Explored reef", "A reef a creature tile has touched. Tiles go only next to an explored reef or a "
                          "face-up tile, and only an explored reef can grow. Unexplored reefs look dim, with a "
                          "dashed ring."),
        ("Starting reef", "The one reef that is explored from the start: gold rim and star."),
        ("Face-down tile", "A tile played by Research Reef: it shows its woven back with its owner's small mark "
                           "and is part of that reef from then on."),
        ("Completed reef", "A reef with every space around it filled by face-up creature tiles or the edge of "
                           "the play area. It scores at the end of the turn."),
        ("Antler", "The marker put on a completed reef once it has scored (a cream branching horn). "
                   "\"8 antlers left\": when the last is placed, the game ends."),
        ("Region", "One of the board's four parts, split by thick borders. Only regions with reef tiles are "
                   "in play (one per player); dark rock hexes are never played on."),
        ("Scores are secret", "Each player sees only their own points, the others show \"?\", unless the "
                              "table chose Open scores."),
        ("Discovery token", "Discovery expansion: a disc showing a creature, one of each on every reef at the "
                            "start. Whoever first makes that reef touch that creature takes it."),
    ],
    "seascroll": [
        ("Fish", "One card. Its type is named at its foot; its value is the big number."),
        ("Value", "A type's number, 4 (Regal Tang) to 12 (Clown Fish): how many cards of it there are, and "
                  "the points gained or lost for it at the Reveal."),
        ("Ocean", "The face-down deck you draw from, left of the reef (\"Ocean · 28\": cards left)."),
        ("Reef", "The face-up row of schools in the middle, where every discard goes. Not a place on a "
                 "board as in Seagrass or Blooming Sea."),
        ("School", "One or more fish of the same type lying together. \"×2\" on a card: a school of 2."),
        ("Habitat", "Your own row of schools taken from the reef, 3 at most (\"Your habitat · 2 of 3\"). "
                    "At the Reveal it counts with your hand."),
        ("Hand", "The fish only you see. \"×4\" beside another player's card backs: they hold 4."),
        ("Last round", "Once the ocean is empty, everyone takes one final turn without drawing."),
        ("The Reveal", "The scoring at the end, type by type from the lowest value: the most of a type (ties "
                       "too) gains its value, every other holder loses it (their cards turn sideways)."),
        ("Regal Tang variant", "A single Regal Tang scores 4 more when it wins, costs 4 more when it loses."),
        ("Chaos", "A variant played on its own: no ocean and no reef, everyone picks from one face-down pile "
                  "at once for 45 seconds."),
        ("Chess clock", "Chaos with several humans at one screen: each player's own 45 seconds run only while "
                        "it is their pick."),
    ],
    "bloomingsea": [
        ("Tile", "Three corals joined, straight or bent. You hold one (\"Your tile\") and place it on three "
                 "empty squares."),
        ("Coral", "One square of a tile: yellow, purple, green or orange, each with its own mark."),
        ("Your colour", "The colour beside your name. At a fish only corals of your colour count for you; a "
                        "reef of any colour scores for whoever makes or grows it."),
        ("Reef", "Two or more corals of one colour side by side (not diagonally). Not the reef of Seagrass "
                 "or Sea Scroll."),
        ("Fish square", "A square with a fish token (the rulebook's numbered squares). No tile ever covers "
                        "it, even after its fish is scored."),
        ("Fish token", "The fish on a fish square; its small number is its points: 5 or 7 by board side, "
                       "or by its kind in Aquarist mode."),
        ("Decided", "A fish is decided when the squares beside it are filled or no tile can reach them: the "
                    "most corals counted wins it; a tie scores nobody."),
        ("Nobody's colour", "With 2 or 3 players, a colour no one plays: its corals still make reefs but "
                            "count for no one at a fish."),
        ("No tile can go here", "A grey empty square no tile can cover any more; a fish beside it can be "
                                "decided without it."),
        ("Pile", "The face-down tiles still to draw (\"Pile: 33\")."),
        ("Set aside", "A drawn tile that fits nowhere is shown, put out of the game and replaced."),
        ("Score track", "The numbers round the board: each player's marker moves along it. Reaching or "
                        "passing 0 again earns a \"50\" token; the app counts them beside the score."),
        ("reefs · fish", "Under each name: the points so far from reefs and from fish."),
    ],
}


def glossary_for(game_id: str) -> list[Entry]:
    return list(GLOSSARY.get(game_id, []))


def sections_for(game_id: str, cls=None) -> list[tuple[str, str | list[Entry]]]:
    """The rules screen's sections: the summary with the Words right after its first section
    (the goal), so a newcomer meets them before the rules that use them."""
    sections: list[tuple[str, str | list[Entry]]] = list(summary_for(game_id, cls))
    words = glossary_for(game_id)
    if words:
        sections.insert(min(1, len(sections)), (WORDS, words))
    return sections


def summary_for(game_id: str, cls=None) -> list[Section]:
    own = getattr(cls, "rules_summary", None)
    if own:
        return list(own)
    return SUMMARIES.get(game_id, [("Rules", "No summary for this game yet.")])
