import { usePageContext } from 'vike-react/usePageContext'
export default function Page() {
  const pc = usePageContext()
  return <h1>{pc.is404 ? (pc.unknownLanguage ? 'This page could not be found.' : '404') : '500'}</h1>
}
