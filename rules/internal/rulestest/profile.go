package rulestest

// With is a copy of a box profile with key/value pairs set.
func With(p map[string]string, kv ...string) map[string]string {
	out := map[string]string{}
	for k, v := range p {
		out[k] = v
	}
	for i := 0; i+1 < len(kv); i += 2 {
		out[kv[i]] = kv[i+1]
	}
	return out
}

// Without is a copy of a box profile without keys.
func Without(p map[string]string, keys ...string) map[string]string {
	out := With(p)
	for _, k := range keys {
		delete(out, k)
	}
	return out
}
