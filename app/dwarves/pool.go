package dwarves

// pool keeps rows made once, to show again with new values.
type pool[R any] struct {
	make func() R
	rows []R
}

// get is row i, made when first needed.
func (p *pool[R]) get(i int) R {
	for len(p.rows) <= i {
		p.rows = append(p.rows, p.make())
	}
	return p.rows[i]
}
