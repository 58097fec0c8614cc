"""Front ends other than Discord: terminal play and the rating chart."""
