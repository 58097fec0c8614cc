"""Number Duels beyond the rules and the Discord face: the process (process/), the match
service (service/), the coach (coach/) and the other front ends (frontends/)."""
