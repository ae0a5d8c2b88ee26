# Tournaments, ratings, challenges and server administration (Discord commands).
