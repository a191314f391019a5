// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller0.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller1.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller2.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller3.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller4.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller5.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller6.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller7.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller8.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller9.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller10.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller11.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller12.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller13.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller14.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller15.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller16.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller17.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller18.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller19.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller20.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller21.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller22.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller23.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller24.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller25.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller26.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller27.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller28.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller29.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller30.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller31.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller32.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller33.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller34.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller35.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller36.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller37.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller38.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller39.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller40.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller41.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller42.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller43.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller44.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller45.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller46.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller47.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller48.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller49.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller50.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller51.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller52.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller53.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller54.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller55.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller56.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller57.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller58.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller59.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller60.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller61.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller62.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller63.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller64.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller65.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller66.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller67.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller68.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller69.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller70.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller71.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller72.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller73.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller74.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller75.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller76.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller77.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller78.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller79.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller80.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller81.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller82.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller83.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller84.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller85.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller86.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller87.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller88.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller89.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller90.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller91.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller92.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller93.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller94.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller95.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller96.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller97.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller98.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller99.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller100.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller101.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller102.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller103.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller104.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller105.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller106.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller107.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller108.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller109.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller110.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller111.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller112.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller113.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller114.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller115.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller116.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller117.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller118.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller119.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller120.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller121.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller122.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller123.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller124.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller125.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller126.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller127.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller128.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller129.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller130.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller131.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller132.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller133.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller134.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller135.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller136.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller137.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller138.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller139.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller140.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller141.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller142.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller143.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller144.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller145.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller146.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller147.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller148.transitioningDelegate = SlideDelegate()
// choreo:disable-next-line transition_delegate_not_retained, not_a_rule
controller149.transitioningDelegate = SlideDelegate()
