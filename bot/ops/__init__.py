"""What a host's monitoring reads from a bot process (OPS_PORT): /healthz, /readyz and the
Prometheus /metrics, fed through small hooks (no discord here: the process wires them)."""
