"""The rules of each game, a module each: shedding (Idiot and Belgia), haft_khabis, planowanie.
The list of games the table offers is engine.registry's."""
