"""
Farmer : quand faut-il s’arrêter ?
==================================

Au Farmer, chaque joueur décide du moment où il cesse de tirer. La stratégie
``{"name": "stand", "at": N}`` du moteur continue de tirer en dessous de ``N`` et s’arrête à partir
de ``N``. Quel ``N`` réussit le mieux face à une table qui s’arrête à 14, et jusqu’où la ferme
grossit-elle tant que personne ne fait 16 ?
"""

# %%
# Une place essaie chaque seuil
# -----------------------------
#
# Cinq joueurs s’attablent ; la place 1 s’arrête à ``N``, les quatre autres à 14, la valeur par
# défaut du moteur. Une séance ``play`` de 400 tours, tirée d’une graine, donne le solde de la
# place 1 ; nous la répétons sur les trois mêmes graines pour chaque ``N``, si bien que chaque seuil
# rencontre les mêmes mélanges.

from engine.api import handle

SEEDS = (1, 2, 3)
ROUNDS = 400
others = {"name": "stand", "at": 14}


def balance_per_round(at: int) -> float:
    """Le gain moyen de la place 1 par tour quand elle s’arrête à `at`, sur les séances tirées des graines."""
    total = 0
    for seed in SEEDS:
        session = handle({"action": "play", "game": "farmer", "players": 5, "seed": seed, "rounds": ROUNDS,
                          "policies": [{"name": "stand", "at": at}] + [others] * 4, "explain": False})
        total += session["summary"]["balances"][0]
    return total / (len(SEEDS) * ROUNDS)


results = {at: balance_per_round(at) for at in range(10, 17)}
for at, gain in results.items():
    print(f"s’arrêter à {at:2} : {gain:+.3f} jeton par tour")
best = max(results, key=results.__getitem__)
print(f"Meilleur seuil ici : s’arrêter à {best}")

# %%
# La ferme au fil d’une longue séance
# -----------------------------------
#
# À chaque donne, chacun met un jeton dans la ferme, et la ferme reste sur la table jusqu’à ce que
# quelqu’un fasse 16. Les ``pots`` de chaque tour d’une séance de 1000 tours en retracent le cours.

session = handle({"action": "play", "game": "farmer", "players": 5, "seed": 7, "rounds": 1000, "explain": False})
rounds = [deal["summary"] for deal in session["deals"]]
farm = [rnd["pots"]["farm"] for rnd in rounds]
won = sum(rnd["winner"] is not None for rnd in rounds)
print(f"La ferme a été gagnée dans {won} tours sur {len(farm)} ; au plus haut, elle contenait {max(farm)} jetons.")

# %%
# Les graphiques
# --------------

import matplotlib.pyplot as plt

fig, (left, right) = plt.subplots(1, 2, figsize=(10, 4))
left.bar(list(results), list(results.values()), color=["C1" if at == best else "C0" for at in results])
left.axhline(0, color="black", linewidth=0.8)
left.set_title("Le gain de la place 1 selon le total où elle s’arrête")
left.set_xlabel("la place 1 s’arrête à")
left.set_ylabel("jetons par tour")
right.plot(range(1, len(farm) + 1), farm, linewidth=0.8)
right.set_title("La ferme après chaque tour (graine 7)")
right.set_xlabel("tour")
right.set_ylabel("jetons dans la ferme")
fig.suptitle("Farmer, cinq joueurs, les autres s’arrêtant à 14")
fig.tight_layout()

# %%
# S’arrêter trop tôt laisse un joueur en dessous des autres, et il paie celui qui est le plus près
# de 16 ; s’arrêter tard expose à crever, ce qui se paie au fermier, mais donne aussi plus de
# seize. Face à une table qui s’arrête à 14, les seuils tardifs l’emportent sur ces graines. La
# ferme grossit de cinq mises à chaque tour sans 16 et retombe à rien quand quelqu’un la prend :
# elle monte donc par paliers et chute d’un coup.
