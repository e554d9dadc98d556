package kit

// Update shows a new name, value and bounds without telling the listener (the
// state the counter mirrors changed elsewhere). What has not changed is left
// alone, so a board made once can show its counters again at every update
// for nothing.
func (c *Counter) Update(name string, value, lo, hi int) {
	if c.name.Text != name {
		c.name.SetText(name)
	}
	value = min(max(value, lo), hi)
	if value == c.value && lo == c.min && hi == c.max {
		return
	}
	c.min, c.max = lo, hi
	c.apply(value, false)
}
